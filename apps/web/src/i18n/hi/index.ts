import { CUSTOMER_HINDI } from '@khatabill/domain';
import type { ComponentsJSON } from '@nanostores/i18n';

// Every area's Hindi in one object: the shop's screens, a file per screen here, and what a
// customer reads, the domain's (the server writes some of it too).
const areas = import.meta.glob<ComponentsJSON>('./*.json', { eager: true, import: 'default' });

export const HINDI: ComponentsJSON = Object.assign({}, CUSTOMER_HINDI, ...Object.values(areas));
