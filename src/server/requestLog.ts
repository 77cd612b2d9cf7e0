import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** An enrolment link's path: its token signs a person up to the staff inbox until it is used. */
const enrolmentLink = /\/staff\/enrol\/[^?#]*/gi;

/** A request's URL as the log may keep it: an enrolment link's token replaced. */
const loggedUrl = (url: string): string => url.replace(enrolmentLink, '/staff/enrol/[redacted]');

type LoggerSetting = NonNullable<FastifyServerOptions['logger']>;

/**
 * The public listener's logger options with fastify's request fields, but an enrolment link (opened on the
 * public host by mistake, answered 404) logged without its token: the staff listener logs no request lines
 * for that reason, and this log is kept 14 days.
 */
export function withRedactedRequests(logger: LoggerSetting): LoggerSetting {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest) => {
        const version = request.headers['accept-version'];
        const port = request.socket.remotePort;
        return {
          method: request.method,
          url: loggedUrl(request.url),
          ...(typeof version === 'string' ? { version } : {}),
          host: request.host,
          remoteAddress: request.ip,
          ...(port === undefined ? {} : { remotePort: port }),
        };
      },
    },
  };
}
