// Secrets for a machine that is not production, where none has a default: each is made
// once (32 random bytes), kept in a file only its owner can read, and read back at every
// start, so download links and webhook signatures stay valid across restarts.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `.data/secrets` at the repository root (ignored by git and by the Docker build context). */
export const LOCAL_SECRETS_DIR = fileURLToPath(new URL('../../../.data/secrets/', import.meta.url));

export interface LocalSecretStore {
  /** The secret kept under `name`, made now if there is none yet. */
  get(name: string): string;
}

export function createLocalSecretStore(dir: string = LOCAL_SECRETS_DIR): LocalSecretStore {
  return {
    get(name) {
      if (!/^[A-Z][A-Z0-9_]*$/.test(name)) throw new Error(`not a variable name: ${name}`);
      const file = path.join(dir, name);
      const kept = readSecret(file);
      if (kept) return kept;
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      // Written aside, then linked into place: linking fails when the name exists, so two
      // services starting at once keep whichever secret was made first, and never read half a file.
      const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
      try {
        linkSync(draft, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        unlinkSync(draft);
      }
      const made = readSecret(file);
      if (!made) throw new Error(`${file} is empty: delete it to have a new secret made`);
      return made;
    },
  };
}

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
