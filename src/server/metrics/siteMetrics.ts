import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { UploadRefusal } from '../forms/uploadGate';
import type { StoreAccess } from '../store/access';

/** Where a request went: few values, so the series stay few (no paths, no addresses). */
export type RouteClass = 'page' | 'asset' | 'form' | 'beacon' | 'health' | 'other';

export type FormName = 'contact' | 'application';

/** A submission was stored (or replayed), refused for a reason the visitor is told, or failed on our side. */
export type SubmissionOutcome = 'accepted' | 'refused' | 'failed';

/**
 * The server's numbers in Prometheus's text format (prom-client), served on their own listener
 * (metrics/listener.ts), never on the public port. One registry per server, so tests can run several.
 */
export class SiteMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'site_http_requests_total',
    help: 'Requests answered, by route class and status code.',
    labelNames: ['route_class', 'status'] as const,
    registers: [this.registry],
  });
  private readonly submissions = new Counter({
    name: 'site_form_submissions_total',
    help: 'Form posts by form and outcome; refused ones by the reason the visitor was told.',
    labelNames: ['form', 'outcome', 'reason'] as const,
    registers: [this.registry],
  });
  private readonly uploadRefusals = new Counter({
    name: 'site_upload_refusals_total',
    help: 'Uploads turned away before their body was read: busy (all slots taken), perClient (this address holds its share), diskSpace.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly deliveryAttempts = new Counter({
    name: 'site_mail_delivery_attempts_total',
    help: 'Submissions handed to the mail server.',
    registers: [this.registry],
  });
  private readonly deliveryFailures = new Counter({
    name: 'site_mail_delivery_failures_total',
    help: 'Deliveries the mail server did not accept (retried later).',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  countRequest(routeClass: RouteClass, status: number): void {
    this.requests.inc({ route_class: routeClass, status: String(status) });
  }

  countSubmission(form: FormName, outcome: SubmissionOutcome, reason = ''): void {
    this.submissions.inc({ form, outcome, reason });
  }

  countUploadRefusal(reason: UploadRefusal): void {
    this.uploadRefusals.inc({ reason });
  }

  /** For the outbox: one call per delivery tried, `ok` false when the mail server refused or failed. */
  countDelivery(ok: boolean): void {
    this.deliveryAttempts.inc();
    if (!ok) this.deliveryFailures.inc();
  }

  /** Store reachability and, with e-mail configured, the outbox: read from the store at each scrape. */
  watchStore(store: StoreAccess, withOutbox: boolean, now: () => number = Date.now): void {
    const registers = [this.registry];
    let reading: Promise<{ up: boolean; count: number; oldestAt: number | null }> | undefined;
    // Each gauge collects on its own: one store read serves all three of a scrape.
    const read = () => {
      reading ??= store
        .run((open) => open.undelivered())
        .then(
          (undelivered) => ({ up: true, ...undelivered }),
          () => ({ up: false, count: 0, oldestAt: null }),
        )
        .finally(() => setImmediate(() => (reading = undefined)));
      return reading;
    };
    new Gauge({
      name: 'site_store_up',
      help: '1 when the submission store answers, 0 when it does not (posts are answered 503).',
      registers,
      async collect() {
        this.set((await read()).up ? 1 : 0);
      },
    });
    if (!withOutbox) return;
    new Gauge({
      name: 'site_outbox_depth',
      help: 'Submissions stored but not yet e-mailed.',
      registers,
      async collect() {
        this.set((await read()).count);
      },
    });
    new Gauge({
      name: 'site_outbox_oldest_age_seconds',
      help: 'Age of the oldest submission not yet e-mailed; 0 when none waits.',
      registers,
      async collect() {
        const { oldestAt } = await read();
        this.set(oldestAt === null ? 0 : Math.max(0, (now() - oldestAt) / 1000));
      },
    });
  }

  watchUploads(inFlight: () => number): void {
    new Gauge({
      name: 'site_form_uploads_in_flight',
      help: 'Applications whose CV is being received now.',
      registers: [this.registry],
      collect() {
        this.set(inFlight());
      },
    });
  }
}
