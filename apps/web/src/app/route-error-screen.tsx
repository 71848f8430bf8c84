import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** Errors the router itself catches (a screen's code failing to load, for instance). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-950 text-white">
      <ErrorScreen message={message} componentStack={error instanceof Error ? error.stack : null} />
    </div>
  );
}
