import type { JobDefinition } from './job';
import { contactEmailJob } from './contact-email.job';

// Every job the workers run; a job's module adds it here.
export const allJobs: JobDefinition[] = [contactEmailJob as JobDefinition];
