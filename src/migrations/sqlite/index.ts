import * as migration_20261121_103449_initial from './20261121_103449_initial';

export const migrations = [
  {
    up: migration_20261121_103449_initial.up,
    down: migration_20261121_103449_initial.down,
    name: '20261121_103449_initial'
  },
];
