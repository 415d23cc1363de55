import { markWorkerProcess } from './worker-process';

markWorkerProcess();
