// Placeholder replaced by the accounts module.
console.error('admin:create is not available yet');
process.exit(1);
