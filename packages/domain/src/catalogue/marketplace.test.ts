import { describe, expect, it } from 'vitest';
import { messagesAt, parseValid } from '../test/issues.ts';
import {
  conditionLabel,
  isListingAvailable,
  listingImageTemplates,
  listingImageUrls,
  marketplaceQuerySchema,
} from './marketplace.ts';

describe('listingImageTemplates', () => {
  it('fills {cnt} from 1 and keeps {res} for the page', () => {
    expect(listingImageTemplates('https://img.example/p/123_{cnt}_w{res}.jpg', 2)).toEqual([
      'https://img.example/p/123_1_w{res}.jpg',
      'https://img.example/p/123_2_w{res}.jpg',
    ]);
    expect(listingImageTemplates('x_{cnt}', 0)).toEqual([]);
    expect(listingImageTemplates('x_{cnt}', -1)).toEqual([]);
  });
});

describe('listingImageUrls', () => {
  it('replaces {res} and a 1-based {cnt} for each image', () => {
    expect(listingImageUrls('https://img.example/p/123_{cnt}.jpg?w={res}&h={res}', 3, 480)).toEqual([
      'https://img.example/p/123_1.jpg?w=480&h=480',
      'https://img.example/p/123_2.jpg?w=480&h=480',
      'https://img.example/p/123_3.jpg?w=480&h=480',
    ]);
  });

  it('gives no URLs for a count of 0 or an invalid count', () => {
    expect(listingImageUrls('/a_{cnt}_{res}.jpg', 0, 900)).toEqual([]);
    expect(listingImageUrls('/a_{cnt}_{res}.jpg', -1, 900)).toEqual([]);
    expect(listingImageUrls('/a_{cnt}_{res}.jpg', 1, 900)).toEqual(['/a_1_900.jpg']);
  });
});

describe('listing status and condition', () => {
  it('is available only when SELLING', () => {
    expect(isListingAvailable({ saleStatus: 'SELLING' })).toBe(true);
    expect(isListingAvailable({ saleStatus: 'RESERVED' })).toBe(false);
    expect(isListingAvailable({ saleStatus: 'SOLD_OUT' })).toBe(false);
  });

  it("shows LIKE_NEW as 'almost new' and anything else as 'used'", () => {
    expect(conditionLabel('LIKE_NEW')).toBe('almost new');
    expect(conditionLabel('USED')).toBe('used');
    expect(conditionLabel('DAMAGED')).toBe('used');
  });
});

describe('marketplaceQuerySchema', () => {
  it("defaults the category id to '910' and allows only the care category", () => {
    expect(parseValid(marketplaceQuerySchema, {})).toMatchObject({ categoryId: '910', size: 20 });
    expect(parseValid(marketplaceQuerySchema, { category: 'care' }).category).toBe('care');
    expect(messagesAt(marketplaceQuerySchema, { category: 'toys' }, 'category')).toEqual([
      "Unknown category: only 'care' is allowed",
    ]);
    expect(messagesAt(marketplaceQuerySchema, { categoryId: '9;1' }, 'categoryId')).toEqual([
      'Category id must be a number',
    ]);
  });
});
