// Readers for docker-compose.yml and infra/Dockerfile, for the tests that hold them to
// the code they deploy. Only the parts those tests look at are modelled.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const ZStringList = z.union([z.string(), z.array(z.string())]);

const ZComposeService = z.looseObject({
  image: z.string().optional(),
  build: z.looseObject({ context: z.string(), dockerfile: z.string(), target: z.string() }).optional(),
  container_name: z.string().optional(),
  profiles: z.array(z.string()).optional(),
  command: ZStringList.optional(),
  restart: z.string().optional(),
  stop_grace_period: z.string().optional(),
  ports: z.array(z.union([z.string(), z.number(), z.looseObject({ target: z.number() })])).optional(),
  expose: z.array(z.union([z.string(), z.number()])).optional(),
  // The map form only: a list of KEY=VALUE strings would hide typos from these tests.
  environment: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  healthcheck: z.looseObject({ test: ZStringList }).optional(),
  depends_on: z
    .record(
      z.string(),
      z.object({
        condition: z.enum(['service_started', 'service_healthy', 'service_completed_successfully']),
        required: z.boolean().optional(),
        restart: z.boolean().optional(),
      }),
    )
    .optional(),
});
export type ComposeService = z.infer<typeof ZComposeService>;

const ZComposeFile = z.looseObject({
  services: z.record(z.string(), ZComposeService),
  volumes: z.record(z.string(), z.unknown()).optional(),
});
export type ComposeFile = z.infer<typeof ZComposeFile>;

export function readCompose(path = `${repoRoot}docker-compose.yml`): ComposeFile {
  // merge: the file shares environment and healthcheck blocks through `<<: *anchor`.
  return ZComposeFile.parse(parse(readFileSync(path, 'utf8'), { merge: true }));
}

/**
 * Resolves `${VAR}`, `${VAR:-default}`, `${VAR-default}` (nested too) and the required
 * `${VAR:?error}`, `${VAR?error}` the way Compose does, against `env` (an empty one by
 * default: a fresh machine with no .env). A required variable left unset throws its error.
 */
export function interpolate(value: string, env: Record<string, string> = {}): string {
  const innermost = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^${}]*))?\}/;
  let out = value;
  for (let match = innermost.exec(out); match; match = innermost.exec(out)) {
    const [whole, name = '', colon, operator, word = ''] = match;
    const set = env[name];
    const unset = set === undefined || (colon === ':' && set === '');
    if (operator === '?' && unset) throw new Error(`required variable ${name} is missing a value: ${word}`);
    out = out.replace(whole, operator === '-' && unset ? word : (set ?? ''));
  }
  return out;
}

/** A service's environment as its process would see it, given the host's `env`. */
export function containerEnv(service: ComposeService, env: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), env)]),
  );
}

export function commandLine(command: string | string[]): string {
  return Array.isArray(command) ? command.join(' ') : command;
}

/** "70s", "1m30s", "500ms" → seconds. */
export function durationSeconds(duration: string): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001, us: 1e-6 };
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us)/g)];
  if (parts.map((p) => p[0]).join('') !== duration) throw new Error(`not a duration: ${duration}`);
  return parts.reduce((sum, [, n = '0', unit = 's']) => sum + Number(n) * (units[unit] ?? 0), 0);
}

export interface DockerInstruction {
  keyword: string;
  args: string;
}

/** Stages by name (`FROM … AS name`), each with its instructions in order. */
export function readDockerfileStages(path = `${repoRoot}infra/Dockerfile`): Map<string, DockerInstruction[]> {
  const logical = readFileSync(path, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages = new Map<string, DockerInstruction[]>();
  let current: DockerInstruction[] | undefined;
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args };
    if (instruction.keyword === 'FROM') {
      const name = /\sAS\s+(\S+)$/i.exec(args)?.[1];
      current = [];
      if (name) stages.set(name, current);
    }
    current?.push(instruction);
  }
  return stages;
}

/** A stage's effective CMD, following `FROM <stage>` to the stage it builds on. */
export function stageCommand(stages: Map<string, DockerInstruction[]>, name: string): string | undefined {
  const instructions = stages.get(name) ?? [];
  const cmd = instructions.filter((i) => i.keyword === 'CMD').at(-1);
  if (cmd) return cmd.args.startsWith('[') ? commandLine(z.array(z.string()).parse(JSON.parse(cmd.args))) : cmd.args;
  const base = instructions[0]?.args.split(/\s+/).find((word) => !word.startsWith('--'));
  return base && stages.has(base) ? stageCommand(stages, base) : undefined;
}
