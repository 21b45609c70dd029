// The store's 15 products. Prices are integer US cents.
// The spec keeps two price sources: `listPriceCents` shows in listings, `detailPriceCents` on the product page.

export const CATEGORY_NAMES = ["Mining & Industrial", "Energy Solutions", "Civil Contracting"] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export interface Product {
  id: `prod-${string}`;
  name: string;
  listPriceCents: number;
  detailPriceCents: number;
  image: string;
  category: CategoryName;
  description: string;
  brand: string;
  countryOfOrigin: string;
  certification: string;
  /** Average review score out of 5, shown as stars. */
  rating: number;
  reviewCount: number;
}

const img = (photo: string) => `https://images.unsplash.com/${photo}?auto=format&fit=crop&w=800&q=70`;

export const products: readonly Product[] = [
  {
    id: "prod-001",
    name: "Heavy-Duty Industrial Air Compressor",
    listPriceCents: 1_299_999,
    detailPriceCents: 99_999,
    image: img("photo-1581091226825-a6a2a5aee158"),
    category: "Mining & Industrial",
    description:
      "A 55 kW rotary screw compressor built for round-the-clock duty on mines and in plants. Delivers 9.8 m³/min at 8 bar with an integrated dryer, oil separator and a dust-proof enclosure rated for harsh sites. Low-noise canopy and remote monitoring included.",
    brand: "Atlas Copco",
    countryOfOrigin: "Sweden",
    certification: "ISO 9001, CE",
    rating: 4.8,
    reviewCount: 24,
  },
  {
    id: "prod-002",
    name: "Submersible Slurry Pump",
    listPriceCents: 845_000,
    detailPriceCents: 825_000,
    image: img("photo-1565008447742-97f6f38c985c"),
    category: "Mining & Industrial",
    description:
      "Hardened high-chrome impeller and agitator for dewatering shafts, pits and settling ponds. Handles solids up to 45 mm at heads of 40 m, with thermal overload protection and a wear-resistant nitrile lining for long service between rebuilds.",
    brand: "Grindex",
    countryOfOrigin: "Sweden",
    certification: "ISO 9001, ATEX",
    rating: 4.7,
    reviewCount: 18,
  },
  {
    id: "prod-003",
    name: "Industrial Split Air Conditioner 24,000 BTU",
    listPriceCents: 189_900,
    detailPriceCents: 184_900,
    image: img("photo-1631545806609-35d4ae440431"),
    category: "Mining & Industrial",
    description:
      "Inverter split unit for control rooms, workshops and offices. Corrosion-protected condenser coil, R32 refrigerant, wide-voltage operation from 160 to 260 V and self-diagnosis for quick servicing in remote locations.",
    brand: "Daikin",
    countryOfOrigin: "Thailand",
    certification: "ISO 14001, CE",
    rating: 4.6,
    reviewCount: 31,
  },
  {
    id: "prod-004",
    name: "Monocrystalline Solar Panel 550 W",
    listPriceCents: 28_999,
    detailPriceCents: 27_999,
    image: img("photo-1509391366360-2e959784a276"),
    category: "Energy Solutions",
    description:
      "Half-cut 144-cell module with 21.3% efficiency, anodised frame and 3.2 mm tempered glass. Rated for 5,400 Pa snow and 2,400 Pa wind loads, with a 25-year linear power warranty from the manufacturer.",
    brand: "JA Solar",
    countryOfOrigin: "China",
    certification: "IEC 61215, IEC 61730",
    rating: 4.9,
    reviewCount: 52,
  },
  {
    id: "prod-005",
    name: "Hybrid Solar Inverter 10 kW",
    listPriceCents: 349_900,
    detailPriceCents: 339_900,
    image: img("photo-1497435334941-8c899ee9e8e9"),
    category: "Energy Solutions",
    description:
      "Three-phase hybrid inverter with two MPPT trackers, battery and generator inputs and seamless backup switching. Wi-Fi monitoring, parallel operation for larger plants and an IP65 housing for outdoor mounting.",
    brand: "Deye",
    countryOfOrigin: "China",
    certification: "IEC 62109, CE",
    rating: 4.7,
    reviewCount: 27,
  },
  {
    id: "prod-006",
    name: "Lithium Battery Bank 10 kWh",
    listPriceCents: 459_900,
    detailPriceCents: 449_900,
    image: img("photo-1473341304170-971dccb5ac1e"),
    category: "Energy Solutions",
    description:
      "Rack-mounted LiFePO4 storage with a built-in battery management system, 6,000 cycles at 90% depth of discharge and CAN/RS485 communication with leading hybrid inverters. Expandable to 60 kWh.",
    brand: "Pylontech",
    countryOfOrigin: "China",
    certification: "IEC 62619, UN38.3",
    rating: 4.8,
    reviewCount: 19,
  },
  {
    id: "prod-007",
    name: "Distribution Transformer 500 kVA",
    listPriceCents: 2_450_000,
    detailPriceCents: 2_395_000,
    image: img("photo-1466611653911-95081537e5b7"),
    category: "Energy Solutions",
    description:
      "Oil-immersed 11 kV / 415 V distribution transformer with off-load tap changer, hermetically sealed tank and low-loss core. Built for utility, mining and solar-farm substations.",
    brand: "ZETDC Approved",
    countryOfOrigin: "South Africa",
    certification: "IEC 60076, SABS",
    rating: 4.6,
    reviewCount: 9,
  },
  {
    id: "prod-008",
    name: "Armoured Cable 4-Core 16 mm² (100 m Drum)",
    listPriceCents: 129_900,
    detailPriceCents: 124_900,
    image: img("photo-1621905251918-48416bd8575a"),
    category: "Energy Solutions",
    description:
      "PVC-insulated, steel-wire-armoured copper cable for underground and industrial power distribution up to 1,000 V. Supplied on a 100 metre drum; cut lengths available on request.",
    brand: "Aberdare Cables",
    countryOfOrigin: "South Africa",
    certification: "SANS 1507, IEC 60502",
    rating: 4.5,
    reviewCount: 14,
  },
  {
    id: "prod-009",
    name: "Helical Gear Reducer 30 kW",
    listPriceCents: 385_000,
    detailPriceCents: 372_500,
    image: img("photo-1581094794329-c8112a89af12"),
    category: "Mining & Industrial",
    description:
      "Foot-mounted helical gearbox for conveyors, crushers and mixers. Case-hardened gears, ratios from 5:1 to 100:1, double-lipped seals and a cast-iron housing for shock loads.",
    brand: "SEW-Eurodrive",
    countryOfOrigin: "Germany",
    certification: "ISO 9001",
    rating: 4.7,
    reviewCount: 11,
  },
  {
    id: "prod-010",
    name: "Cast Steel Gate Valve DN150",
    listPriceCents: 64_500,
    detailPriceCents: 62_000,
    image: img("photo-1504328345606-18bbc8c9d7d1"),
    category: "Mining & Industrial",
    description:
      "Flanged PN16 gate valve with a rising stem and resilient wedge for water, slurry and process lines. Fusion-bonded epoxy coating inside and out for long life in aggressive water.",
    brand: "AVK",
    countryOfOrigin: "Denmark",
    certification: "ISO 5208, WRAS",
    rating: 4.4,
    reviewCount: 16,
  },
  {
    id: "prod-011",
    name: "Diesel Concrete Mixer 350 L",
    listPriceCents: 275_000,
    detailPriceCents: 265_000,
    image: img("photo-1541888946425-d81bb19240f5"),
    category: "Civil Contracting",
    description:
      "Towable drum mixer with a 350 litre batch and electric-start diesel engine. Hydraulic tipping, heavy-gauge drum and pneumatic tyres for rough sites.",
    brand: "Altrad",
    countryOfOrigin: "United Kingdom",
    certification: "CE",
    rating: 4.5,
    reviewCount: 22,
  },
  {
    id: "prod-012",
    name: "Steel Frame Scaffolding Set",
    listPriceCents: 185_000,
    detailPriceCents: 179_900,
    image: img("photo-1504307651254-35680f356dfd"),
    category: "Civil Contracting",
    description:
      "Hot-dip galvanised frame scaffolding for a 10 metre working height: frames, cross braces, steel planks, base jacks and guardrails. Quick-lock pins for fast erection.",
    brand: "Form-Scaff",
    countryOfOrigin: "South Africa",
    certification: "SANS 10085",
    rating: 4.6,
    reviewCount: 13,
  },
  {
    id: "prod-013",
    name: "Reversible Plate Compactor 400 kg",
    listPriceCents: 499_000,
    detailPriceCents: 485_000,
    image: img("photo-1589939705384-5185137a7f0f"),
    category: "Civil Contracting",
    description:
      "Heavy reversible vibratory plate for base courses, trenches and backfill. 65 kN centrifugal force, hydraulic forward and reverse control and a low hand-arm vibration handle.",
    brand: "Wacker Neuson",
    countryOfOrigin: "Germany",
    certification: "CE, ISO 9001",
    rating: 4.7,
    reviewCount: 8,
  },
  {
    id: "prod-014",
    name: "High-Yield Reinforcing Bar Y12 (1 Tonne)",
    listPriceCents: 98_000,
    detailPriceCents: 95_000,
    image: img("photo-1590069261209-f8e9b8642343"),
    category: "Civil Contracting",
    description:
      "Deformed high-yield steel reinforcing bar, 12 mm diameter in 12 metre lengths, bundled by the tonne. Mill certificates supplied with every delivery.",
    brand: "ArcelorMittal",
    countryOfOrigin: "South Africa",
    certification: "SANS 920",
    rating: 4.8,
    reviewCount: 35,
  },
  {
    id: "prod-015",
    name: "Silent Diesel Generator 60 kVA",
    listPriceCents: 1_650_000,
    detailPriceCents: 1_599_000,
    image: img("photo-1620714223084-8fcacc6dfd8d"),
    category: "Civil Contracting",
    description:
      "Canopied standby and prime-power generator set for sites and buildings. Automatic mains failure panel, 12-hour fuel tank, 68 dB(A) at 7 metres and a skid base with forklift pockets.",
    brand: "Perkins",
    countryOfOrigin: "United Kingdom",
    certification: "ISO 8528, CE",
    rating: 4.9,
    reviewCount: 17,
  },
];
