import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';

export default definePlugin({ manifest });
