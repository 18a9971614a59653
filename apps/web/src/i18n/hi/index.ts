import type { ComponentsJSON } from '@nanostores/i18n';

// Every area's Hindi in one object: the areas are separate files only so that each screen's
// translations sit in a file of their own.
const areas = import.meta.glob<ComponentsJSON>('./*.json', { eager: true, import: 'default' });

export const HINDI: ComponentsJSON = Object.assign({}, ...Object.values(areas));
