// The feedback form on /barrierefreiheit (Barrierefreiheitsgesetz, ADR 0138): a barrier report
// is a lead like every other, stored as inquiry kind 'barrierefreiheit' and mailed to the office.

import { barrierFeedbackSchema } from "~/lib/schemas/barrier-feedback";
import { leadFormAction, leadFormLoader, leadSuccessToast, SEND_FAILURE, storeLead } from "~/server/leads/submit.server";

export const barrierFeedbackForm = {
  schema: barrierFeedbackSchema,
  form: "barrierefreiheit",
  redirectTo: "/barrierefreiheit?danke",
  successToast: leadSuccessToast("Meldung gesendet"),
  failure: SEND_FAILURE,
  store: (context: Parameters<typeof storeLead>[0], value: import("~/lib/schemas/barrier-feedback").BarrierFeedback) =>
    storeLead(context, {
      kind: "barrierefreiheit",
      subject: `Barriere gemeldet${value.seite ? `: ${value.seite}` : ""}`,
      sender: { name: value.name ?? null, email: value.email },
      payload: { name: value.name ?? null, email: value.email, seite: value.seite ?? null, nachricht: value.nachricht },
    }),
};

export const loader = leadFormLoader(barrierFeedbackForm, "/barrierefreiheit");
export const action = leadFormAction(barrierFeedbackForm);
