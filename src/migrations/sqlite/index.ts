import * as migration_20261121_103449_initial from './20261121_103449_initial';
import * as migration_20261121_110700_registry_companies from './20261121_110700_registry_companies';
import * as migration_20261121_110806_registry_reference from './20261121_110806_registry_reference';
import * as migration_20261121_115920_orders from './20261121_115920_orders';

export const migrations = [
  {
    up: migration_20261121_103449_initial.up,
    down: migration_20261121_103449_initial.down,
    name: '20261121_103449_initial',
  },
  {
    up: migration_20261121_110700_registry_companies.up,
    down: migration_20261121_110700_registry_companies.down,
    name: '20261121_110700_registry_companies',
  },
  {
    up: migration_20261121_110806_registry_reference.up,
    down: migration_20261121_110806_registry_reference.down,
    name: '20261121_110806_registry_reference',
  },
  {
    up: migration_20261121_115920_orders.up,
    down: migration_20261121_115920_orders.down,
    name: '20261121_115920_orders'
  },
];
