export * from './account.types.js';
export * from './admin.types.js';
export * from './community.types.js';
export * from './directory.types.js';
export * from './password.rules.js';
export * from './profile.rules.js';
export * from './profile.types.js';
export * from './registration.rules.js';
