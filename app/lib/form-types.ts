// The types the form pipeline (submit.server.ts) and the form hook (components/form/use-form.ts)
// share: the action's reply, the native constraints, the failure toast. Types only, no bytes.
import type { SubmissionResult } from "@conform-to/react";

/** Native constraint attributes per field name, from `getZodConstraint` on the server. */
export type FormConstraint = Record<
  string,
  {
    required?: boolean;
    minLength?: number;
    maxLength?: number;
    min?: string | number;
    max?: string | number;
    step?: string | number;
    multiple?: boolean;
    pattern?: string;
  }
>;

/** The error toast of a failed send (spec section 8 'Form toasts'): title and text. */
export interface FailureToast {
  title: string;
  description: string;
}

/** Conform's reply, plus the failure toast when the server could not store the form. */
export type FormResult = SubmissionResult<string[]> & { toast?: FailureToast };
