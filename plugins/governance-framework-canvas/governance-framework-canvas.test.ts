import { describeFamilyKind } from '../../sdk/test-support/family-kind-tests';
import plugin from './index';

describeFamilyKind(plugin);
