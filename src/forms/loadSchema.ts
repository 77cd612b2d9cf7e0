type SchemaModule = typeof import('../submissions/schema');

let loading: Promise<SchemaModule | undefined> | undefined;

/**
 * The validation schema, loaded on first use (a form gets focus, or is sent) so the page does not carry it.
 * Undefined when it cannot be loaded (the visitor went offline): the form then says so.
 */
export function loadSchema(): Promise<SchemaModule | undefined> {
  loading ??= import('../submissions/schema').catch(() => {
    loading = undefined;
    return undefined;
  });
  return loading;
}
