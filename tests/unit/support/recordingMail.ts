/** A mail transport that keeps what it is given, in place of a mail server, for tests that read the mails. */
interface SentMail {
  to: string;
  subject: string;
  text: string;
}

export function recordingMail(from = 'web@example.com') {
  const sent: SentMail[] = [];
  let delivered: () => void = () => undefined;
  const mail = {
    from,
    send: (message: SentMail) => {
      sent.push(message);
      delivered();
      return Promise.resolve();
    },
  };
  /** Resolves at the next mail sent after this call. */
  const nextMail = (): Promise<void> => new Promise<void>((resolve) => (delivered = resolve));
  return { mail, sent, nextMail };
}
