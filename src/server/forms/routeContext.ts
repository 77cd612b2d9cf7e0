import type { FastifyRequest } from 'fastify';
import { routePath, type RouteId } from '../../routes/routes';
import { formPages, languageField } from '../../submissions/endpoints';
import type { FormsSettings } from '../config';
import type { Outbox } from '../mail/Outbox';
import type { SiteMetrics } from '../metrics/siteMetrics';
import type { StoreAccess } from '../store/access';
import { answerLocale } from './language';
import type { AnswerContext } from './respond';
import type { ReceiptFacts } from '../../staff/server';

/**
 * What the form routes share with the plugin that registers them: their options and how an answer finds
 * its language and page. A module of its own, so the routes do not import the plugin that imports them.
 */
export interface FormsPluginOptions extends Pick<
  FormsSettings,
  'rateLimit' | 'publicOrigins' | 'maxConcurrentUploads' | 'maxUploadsPerClient' | 'minFreeBytes'
> {
  store: StoreAccess;
  outbox: Outbox | undefined;
  metrics: SiteMetrics;
  stylesheet: string | undefined;
  /**
   * After an application was stored (not a retry of one): queues the applicant's receipt with their private
   * link (the inbox's applicant part). A failure leaves the application stored and is logged.
   */
  receipt?: ((facts: ReceiptFacts) => Promise<void>) | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The `lang` field of a multipart form, kept for answers in the page's language. */
    formLang?: string | undefined;
    /** Why a form post was refused, for the metrics. */
    formProblem?: string | undefined;
  }
}

export function answerContext(request: FastifyRequest, stylesheet: string | undefined): AnswerContext {
  const body = request.body as Record<string, unknown> | undefined;
  const path = request.url.split('?')[0] ?? '';
  return {
    locale: answerLocale(body?.[languageField] ?? request.formLang, request.headers['accept-language']),
    formPath: routePath((formPages as Record<string, RouteId | undefined>)[path] ?? 'home'),
    stylesheet,
  };
}
