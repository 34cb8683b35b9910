// The digests slice of the notifications module (ADR 0024): the daily and weekly digests — their runner, sources,
// schedule and the admin preview (its controller stays here: it serves the digests' data). The rest of
// notifications takes the slice only through this file (digests/slice-boundary.spec.ts); the slice itself uses
// notifications' dispatcher, delivery gate and templates, which is why it is a slice and not a module.
export { digestsInfrastructure } from './digests.providers.js';
