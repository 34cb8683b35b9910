import type { IncomingMessage } from 'node:http';

/** What express leaves on the request once a route matched. */
interface RoutedRequest extends IncomingMessage {
  route?: { path?: unknown };
  baseUrl?: string;
}

/**
 * The label of a request's route: the pattern it matched (`/api/reagents/:id`), never the raw URL,
 * so the number of series stays bounded whatever clients send. Requests no route matched fall into
 * three fixed buckets.
 */
export function routeLabel(request: IncomingMessage): string {
  const { route, baseUrl = '' } = request as RoutedRequest;
  if (typeof route?.path === 'string') return `${baseUrl}${route.path}`;
  const url = request.url ?? '';
  if (url.startsWith('/socket.io')) return '/socket.io';
  if (url.startsWith('/api/') || url === '/api') return 'unmatched';
  return 'frontend';
}

/** socket.io's long-polls stay open for ~25 s by design: they are no in-flight work to wait for on shutdown. */
export const isSocketTransport = (request: IncomingMessage): boolean => (request.url ?? '').startsWith('/socket.io');
