// The browser app imports this before anything else. zod compiles its parsers with
// `new Function` where it may, and merely probing for that is a violation of our CSP (no
// 'unsafe-eval'): in the browser it parses without compiling. Servers keep compiled parsers.
import { z } from 'zod';

z.config({ jitless: true });
