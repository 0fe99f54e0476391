import { describe, expect, it } from 'vitest';
import {
  modelViewerApiPath,
  modelViewerTarget,
  previewDisabledText,
} from './model-viewer-target.ts';

describe('modelViewerTarget', () => {
  it('picks the level of the first value given', () => {
    expect(modelViewerTarget({ catalogNumber: ' 12-345 ' })).toEqual({
      level: 'model',
      value: '12-345',
    });
    expect(modelViewerTarget({ productId: 7, categoryId: 2 })).toEqual({
      level: 'product',
      value: '7',
    });
    expect(modelViewerTarget({ catalogNumber: '', materialGroup: 'MG1' })).toEqual({
      level: 'materialGroup',
      value: 'MG1',
    });
  });
  it('answers null without a value', () => {
    expect(modelViewerTarget({})).toBeNull();
    expect(modelViewerTarget({ seriesNumber: '  ', productId: null })).toBeNull();
  });
});

describe('modelViewerApiPath', () => {
  it('builds the model viewer call of each level with data', () => {
    expect(modelViewerApiPath({ level: 'model', value: 'A/B 1' })).toBe(
      '/modelviewer/model/A%2FB%201',
    );
    expect(modelViewerApiPath({ level: 'manufacturingSeries', value: '3' })).toBe(
      '/modelviewer/manufacturingSeries/3',
    );
  });
  it('calls nothing at product-class and category level', () => {
    expect(modelViewerApiPath({ level: 'productClass', value: '3' })).toBeNull();
    expect(modelViewerApiPath({ level: 'category', value: '3' })).toBeNull();
  });
});

describe('previewDisabledText', () => {
  it('gives the spec texts for the levels without preview', () => {
    expect(previewDisabledText('productClass')).toBe(
      'Preview Disabled for the Product Class Level.',
    );
    expect(previewDisabledText('category')).toBe('Preview Disabled for the Category Level.');
    expect(previewDisabledText('model')).toBeNull();
  });
});
