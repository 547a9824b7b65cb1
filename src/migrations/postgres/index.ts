import * as migration_20261121_103454_initial from './20261121_103454_initial';

export const migrations = [
  {
    up: migration_20261121_103454_initial.up,
    down: migration_20261121_103454_initial.down,
    name: '20261121_103454_initial'
  },
];
