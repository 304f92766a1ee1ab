import type { FastifyInstance } from 'fastify';

/**
 * What a server process runs (ARCHITECTURE §2): `web` serves HTTP, `worker` runs the jobs,
 * `im` holds the chat gateway's WebSockets (/im/ws). All roles in one process by default.
 */
export const ROLES = ['web', 'worker', 'im'] as const;
export type Role = (typeof ROLES)[number];

/** `--role web,worker` on the command line, else ROLES=web,worker, else every role. Unknown names refuse to start. */
export function parseRoles(argv: readonly string[], envValue: string | undefined): Role[] {
  let value = envValue;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--role' || arg === '--roles') value = argv[i + 1];
    else if (arg.startsWith('--role=') || arg.startsWith('--roles=')) value = arg.slice(arg.indexOf('=') + 1);
  }
  if (!value?.trim()) return [...ROLES];
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(ROLES as readonly string[]).includes(n));
  if (unknown.length || names.length === 0) {
    throw new Error(`Unknown process role ${unknown.join(', ') || value}: use ${ROLES.join(', ')}`);
  }
  return ROLES.filter((r) => names.includes(r));
}

/**
 * Starts this process's roles on a built app. `app.ready()` starts the job queue (a worker
 * also works its queues and keeps the schedules); the web and im roles listen. A worker-only
 * process serves no HTTP at all. The worker stops with the app (its onClose hook).
 */
export async function startRoles(
  app: FastifyInstance,
  roles: readonly Role[],
  listen: { port: number; host: string },
): Promise<void> {
  await app.ready();
  if (roles.includes('web') || roles.includes('im')) await app.listen(listen);
  app.log.info({ roles }, `process roles: ${roles.join(', ')}`);
}
