export * from './content';
export * from './system';
export * from './public-disclosure';
export * from './announcements';
export * from './slugs';
export * from './transfer-certificates';
export * from './search';
export * from './subscriptions';
