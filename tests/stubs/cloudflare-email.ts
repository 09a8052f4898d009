// Node stand-in for the `cloudflare:email` module, so tests that drive the mail and hand-over
// consumers in this process can build messages (the real Worker has the real module).
export class EmailMessage {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly raw: string,
  ) {}
}
