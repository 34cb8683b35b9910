import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { EnvironmentVariables } from './env.schema.js';
import { roleErrors } from './app-role.js';
import { productionSafetyErrors } from './production-safety.js';

export class InvalidEnvironmentError extends Error {}

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((e) => Object.values(e.constraints ?? {}).map((msg) => `  - ${e.property}: ${msg}`));
}

/** Validates the environment once; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): EnvironmentVariables {
  const config = plainToInstance(EnvironmentVariables, { ...env }, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false, skipMissingProperties: false });
  const messages = [...describe(errors), ...[...roleErrors(config), ...productionSafetyErrors(config)].map((msg) => `  - ${msg}`)];
  if (messages.length > 0) {
    throw new InvalidEnvironmentError(`Invalid environment configuration:\n${messages.join('\n')}`);
  }
  return config;
}
