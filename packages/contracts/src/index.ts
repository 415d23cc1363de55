export * from './common';
export * from './auth';
export * from './host';
export * from './credits';
export * from './ai';
export * from './feed';
export * from './chat';
export * from './realtime';
