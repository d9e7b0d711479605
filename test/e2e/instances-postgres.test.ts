import { describeTwoInstances } from './two-instances.js';

describeTwoInstances('postgres');
