// For main.ts and the command line: the sources file read, or its problems printed and the
// process stopped with 78 (a configuration error), as a bad environment stops every service.
import { loadSourcesFile, SourcesFileError, type ConfiguredSource } from './sources-file.js';

export const CONFIG_EXIT_CODE = 78;

export async function loadSourcesOrExit(service: string, path: string): Promise<ConfiguredSource[]> {
  try {
    return await loadSourcesFile(path);
  } catch (error) {
    if (error instanceof SourcesFileError) {
      process.stderr.write(`[${service}] ${error.message}\n`);
      process.exit(CONFIG_EXIT_CODE);
    }
    throw error;
  }
}
