import { ConfigError, loadConfig } from './config';
import { start } from './start';

/** `npm start`: the compiled server (dist/main.js), or the sources through tsx in development. */
try {
  await start(loadConfig());
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  // One clear line, no stack: the operator has a variable to set.
  console.error(err.message);
  process.exit(1);
}
