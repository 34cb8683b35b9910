import { SHIPPING_RULES, shippingGuidance, storageTemperature, type ShippingInput } from './shipping.rules.js';

const ids = (input: Partial<ShippingInput>) =>
  shippingGuidance({ storageConditions: '', categoryId: 'chemicals', ...input }).map((advice) => advice.id);

describe('reading the storage conditions', () => {
  it.each([
    ['-80 °C', 'ultra-low'],
    ['−80°C', 'ultra-low'],
    ['minus 80', 'ultra-low'],
    ['Store at –80 °C freezer', 'ultra-low'],
    ['-80 freezer', 'ultra-low'],
    ['On dry ice', 'ultra-low'],
    ['-20 °C', 'frozen'],
    ['−20°C, protect from light', 'frozen'],
    ['minus 20 degrees', 'frozen'],
    ['-20 to -80 °C', 'ultra-low'],
    ['2-8 °C', 'refrigerated'],
    ['2–8 °C', 'refrigerated'],
    ['2 to 8 °C', 'refrigerated'],
    ['4 °C', 'refrigerated'],
    ['4°', 'refrigerated'],
    ['Fridge', 'refrigerated'],
    ['Room temperature', 'room-temperature'],
    ['RT, dry place', 'room-temperature'],
    ['15-25 °C', 'room-temperature'],
    ['liquid nitrogen', 'liquid-nitrogen'],
    ['LN2 vapour phase', 'liquid-nitrogen'],
    ['-196 °C', 'liquid-nitrogen'],
    ['', 'unknown'],
    ['Keep tightly closed', 'unknown'],
  ] as const)('%s → %s', (text, band) => expect(storageTemperature(text)).toBe(band));
});

describe('the shipping rules', () => {
  it('has one test below for every rule', () => {
    expect(SHIPPING_RULES.map((rule) => rule.id)).toEqual([
      'liquid-nitrogen',
      'dry-ice',
      'cold-packs',
      'room-temperature',
      'storage-unclear',
      'biological-category-b',
      'dangerous-goods',
    ]);
  });

  it('liquid-nitrogen: a dry shipper for liquid nitrogen storage', () => {
    expect(ids({ storageConditions: 'Liquid nitrogen' })).toEqual(['liquid-nitrogen']);
  });

  it('dry-ice: −80 °C ships on dry ice (UN1845), insulated and vented', () => {
    const [advice] = shippingGuidance({ storageConditions: '−80 °C', categoryId: 'antibodies' });
    expect(advice).toMatchObject({ id: 'dry-ice', title: 'Dry ice (UN1845)' });
    expect(advice!.text).toMatch(/insulated box/);
    expect(advice!.text).toMatch(/vented/);
  });

  it('cold-packs: −20 °C and 2–8 °C ship with cold packs', () => {
    expect(ids({ storageConditions: '-20 °C' })).toEqual(['cold-packs']);
    expect(ids({ storageConditions: '2-8 °C' })).toEqual(['cold-packs']);
  });

  it('room-temperature: standard padded packaging', () => {
    expect(shippingGuidance({ storageConditions: 'Room temperature', categoryId: 'chemicals' })).toEqual([
      expect.objectContaining({ id: 'room-temperature', title: 'Standard padded packaging' }),
    ]);
  });

  it('storage-unclear: no temperature in the text → agree with the other party', () => {
    expect(ids({ storageConditions: 'Keep dry' })).toEqual(['storage-unclear']);
  });

  it('biological-category-b: biological samples get triple packaging (UN3373), other categories do not', () => {
    const advice = shippingGuidance({ storageConditions: '-80 °C', categoryId: 'biological-samples' });
    expect(advice.map((a) => a.id)).toEqual(['dry-ice', 'biological-category-b']);
    expect(advice[1]).toMatchObject({ title: 'Triple packaging (UN3373)' });
    expect(advice[1]!.text).toMatch(/Biological Substance, Category B/);
    expect(ids({ storageConditions: '-80 °C', categoryId: 'antibodies' })).not.toContain('biological-category-b');
  });

  it('dangerous-goods: flammable (GHS02) or toxic (GHS06) pictograms, shown with the advice; others do not trigger it', () => {
    const flammable = shippingGuidance({
      storageConditions: 'Room temperature',
      categoryId: 'chemicals',
      ghsPictograms: ['GHS02', 'GHS07'],
    });
    expect(flammable.at(-1)).toMatchObject({
      id: 'dangerous-goods',
      title: "Dangerous goods: check your institution's shipping office",
      pictograms: ['GHS02'],
    });
    expect(ids({ storageConditions: '4 °C', ghsPictograms: ['GHS06'] })).toEqual(['cold-packs', 'dangerous-goods']);
    expect(ids({ storageConditions: '4 °C', ghsPictograms: ['GHS02', 'GHS06'] }).filter((id) => id === 'dangerous-goods')).toHaveLength(1);
    expect(ids({ storageConditions: '4 °C', ghsPictograms: ['GHS07', 'GHS09'] })).toEqual(['cold-packs']);
    expect(ids({ storageConditions: '4 °C', ghsPictograms: null })).toEqual(['cold-packs']);
  });
});
