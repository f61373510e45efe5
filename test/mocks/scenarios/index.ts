/** Named msw handler sets per resource; spread them into server.use(). */
export * from './account';
export * from './auth';
export * from './billing';
export * from './calls';
export * from './chats';
export * from './credits';
export * from './esim';
export * from './failures';
export * from './phones';
export * from './subscription';
export * from './pageData';
export * from './legacyBackend';
export * from './sessions';
export * from './live';
export * from './porting';
export * from './dataExport';
export * from './voicemail';
