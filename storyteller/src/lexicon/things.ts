// Foods, toys and clothes a parent names, each kind in a file of its own.

export { CLOTHES } from './clothes.ts';
export { FOODS } from './foods.ts';
export { TOYS } from './toys.ts';
