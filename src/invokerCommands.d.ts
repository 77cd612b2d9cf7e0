/**
 * The invoker commands of HTML (a button opens or closes a dialog it names, `commandfor` and `command`, with no
 * script): React passes the attributes through as written, its types do not know them yet.
 */
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- React's own type parameter: the interfaces merge
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: 'show-modal' | 'close' | 'request-close' | undefined;
  }
}
