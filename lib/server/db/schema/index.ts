export * from './company';
export * from './ports';
export * from './people';
export * from './content';
export * from './accounts';
export * from './jobs';
export * from './site';
