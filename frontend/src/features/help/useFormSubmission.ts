import { useEffect, type FormEvent } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { getApiErrorInfo, serverFieldErrors, type FieldErrors } from '../../shared/api/problem';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import type { Me } from '../../shared/session/types';
import { toast } from '../../shared/ui/toast';
import { useFormFields, type FormFields } from '../../shared/ui/useFormFields';
import { SUBMIT_FAILED_HINT } from './validation';

interface FormSubmissionOptions<V extends object> {
  /** Prefix of the control and error ids, e.g. 'contact' → `contact-name`, `contact-name-error`. */
  idPrefix: string;
  /** The values of an empty form. */
  blank: V;
  /** What a signed-in member's form starts from (fills only fields that are still empty). */
  fromMember: (user: Me) => Partial<V>;
  validate: (values: V) => FieldErrors<keyof V & string>;
  /** Sends the valid form (`mutation(...).unwrap()`); undefined when there is nothing to send. */
  send: (values: V) => Promise<unknown> | undefined;
  /** The mutation is in flight. */
  isLoading: boolean;
  sent: { title: string; description: string };
  failedTitle: string;
}

function withMemberDetails<V extends object>(current: V, details: Partial<V>): V {
  const next = { ...current };
  for (const key of Object.keys(details) as Array<keyof V>) {
    next[key] = current[key] || (details[key] as V[keyof V]);
  }
  return next;
}

/**
 * The help forms' shared behaviour: start from the signed-in member's details, validate, send,
 * then a success toast and an empty form, or the server's field errors and an error toast
 * (with the rate limiter's own message on 429).
 */
export function useFormSubmission<V extends object>({
  idPrefix,
  blank,
  fromMember,
  validate,
  send,
  isLoading,
  sent,
  failedTitle,
}: FormSubmissionOptions<V>): { form: FormFields<V>; onSubmit: (event: FormEvent<HTMLFormElement>) => void } {
  const user = useAppSelector(selectCurrentUser);
  const initial = (): V => (user ? withMemberDetails(blank, fromMember(user)) : blank);
  const form = useFormFields<V>(initial, idPrefix);
  const { values, setValues, setErrors } = form;

  // Signed in (the session may arrive after the first render): start from the member's details.
  const userId = user?.id;
  useEffect(() => {
    if (!user) return;
    setValues((current) => withMemberDetails(current, fromMember(user)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per signed-in member
  }, [userId]);

  const submit = async () => {
    if (isLoading) return;
    const problems = validate(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const request = send(values);
      if (!request) return;
      await request;
      toast.success(sent.title, { description: sent.description });
      setValues(initial());
    } catch (error) {
      const info = getApiErrorInfo(error);
      setErrors(serverFieldErrors<keyof V & string>(info.fieldErrors));
      const description = info.status === 429 && info.message ? info.message : SUBMIT_FAILED_HINT;
      toast.error(failedTitle, { description });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return { form, onSubmit };
}
