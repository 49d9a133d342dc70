// Settings for an optimizer worker under test, in-process or as a real process.
import { optimizerEnvSchema } from '../../src/config.js';

export function workerConfig(env: Record<string, string | undefined>) {
  return optimizerEnvSchema.parse({ LOG_LEVEL: 'silent', ...env });
}
