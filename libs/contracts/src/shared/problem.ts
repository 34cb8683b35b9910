/** One field's problem, with the message the user sees (spec wording). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** RFC 9457 problem details, the one error shape of the API. `detail` is the user-facing text. */
export interface ProblemDetails {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: FieldProblem[];
}

/** The body of the many answers that only confirm something happened. */
export interface MessageResponse {
  message: string;
}
