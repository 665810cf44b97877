// The bundle's entry: registers every feature with Drupal when it is on the page, or boots its own host.
import { boot } from '#behaviors/manifest';
import { features } from './features.ts';

boot(features);
