import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Lookup = Storage['getTargetValidationMetadatas'];

const memoised = new WeakSet<Storage>();

/**
 * Remembers class-validator's answer to "which rules apply to this class". class-validator 0.15
 * works it out on every `validate` call, walking every class that has validation rules to find
 * the DTO's ancestors (`prototype instanceof`) and filtering their rules: with the app's few
 * hundred DTO classes that was the largest single function of a catalog page's validation
 * (1.4 % of the application's CPU in the catalog bench's profile, ADR 0031). The answer depends
 * only on the class, the groups options and the registered rules, so it is kept per class and
 * options, and forgotten whenever a rule is registered (decorators run as classes load; a
 * class defined later, e.g. in a test, clears it). The arrays handed out are read, never
 * changed, by class-validator.
 */
export function memoiseValidationMetadata(storage: Storage = getMetadataStorage()): void {
  if (memoised.has(storage)) return;
  memoised.add(storage);
  let answers = new WeakMap<object, Map<string, ReturnType<Lookup>>>();
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = JSON.stringify([schema, always, strictGroups, groups ?? null]);
    let byOptions = answers.get(target);
    if (!byOptions) answers.set(target, (byOptions = new Map()));
    let answer = byOptions.get(key);
    if (!answer) byOptions.set(key, (answer = lookup(target, schema, always, strictGroups, groups)));
    return answer;
  };
  // Every rule goes through here (decorators, and schemas rule by rule).
  const register = storage.addValidationMetadata.bind(storage);
  storage.addValidationMetadata = (metadata) => {
    answers = new WeakMap();
    register(metadata);
  };
}
