import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { applicantPagePrefix } from '../submissions/endpoints';

/** An enrolment link's path: its token signs a person up to the staff inbox until it is used. */
const enrolmentLink = /\/staff\/enrol\/[^?#]*/gi;

/** An applicant's private page: its token opens the application, its copy and its withdrawal. */
const applicantLink = new RegExp(`${applicantPagePrefix}[^/?#]*`, 'gi');

/** A request's URL as the log may keep it: an enrolment link's or an applicant's token replaced. */
const loggedUrl = (url: string): string =>
  url.replace(enrolmentLink, '/staff/enrol/[redacted]').replace(applicantLink, `${applicantPagePrefix}[redacted]`);

type LoggerSetting = NonNullable<FastifyServerOptions['logger']>;

/**
 * The public listener's logger options with fastify's request fields, but an enrolment link (opened on the
 * public host by mistake, answered 404) and an applicant's private link logged without their tokens: the
 * staff listener logs no request lines for that reason, and this log is kept 14 days.
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
