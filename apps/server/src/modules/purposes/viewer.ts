import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUserId } from '../../platform/auth';
import type { Viewer } from './purposes.service';

/** The reader of a public route: signed in or not, organizer or not. */
export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const userId = request.auth?.userId;
  return {
    userId,
    organizer: userId === undefined ? false : await app.hasRole(request, 'organizer'),
    locale: request.locale,
  };
}

/** The reader of a signed-in route. */
export async function signedInViewerOf(app: FastifyInstance, request: FastifyRequest) {
  const userId = currentUserId(request);
  return { ...(await viewerOf(app, request)), userId };
}
