/** Data factories for every wire type of src/contract/api.ts; each takes overrides. */
export * from './account';
export * from './auth';
export * from './billing';
export * from './calls';
export * from './chats';
export * from './credits';
export * from './esim';
export * from './files';
export * from './phones';
export * from './plans';
export * from './sessions';
export * from './portRequests';
export * from './voicemails';
export * from './passkeys';
