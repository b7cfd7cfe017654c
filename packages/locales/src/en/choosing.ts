/** Choosing a size and dates on select service: the size options, the size guide, the calendar. */
export const choosing = {
  sizeOption: {
    area: '{{area}} sqm',
    priceFrom: 'from {{amount}} baht/month',
  },
  unitPlace: {
    buildingFloor: 'Building {{building}}, floor {{floor}}',
    building: 'Building {{building}}',
    floor: 'Floor {{floor}}',
  },
  sizeGuide: {
    open: 'Size guide: what fits?',
    title: 'What fits in each size',
    intro: 'A rough guide: how much fits also depends on how well it is packed.',
    upTo: 'Up to {{area}} sqm',
    offered: 'In the service group you chose:',
    close: 'Close the size guide',
    boxes: {
      title: 'A few boxes',
      fits: 'Up to about 15 moving boxes, suitcases, seasonal clothes, sports gear or documents.',
    },
    motorbike: {
      title: 'A motorbike',
      fits: 'A motorbike or two bicycles, or the contents of a studio room: a mattress, a desk and boxes.',
    },
    condo: {
      title: 'A one-bedroom condo',
      fits: 'The furniture of a one-bedroom condo: a bed, a sofa, a fridge, a washing machine and boxes.',
    },
    house: {
      title: 'A house',
      fits: 'The contents of a two- or three-bedroom house, or the stock and equipment of a small shop.',
    },
  },
  calendar: {
    placeholder: 'dd/mm/yyyy',
    open: 'Choose {{field}} from the calendar',
    previous: 'Previous month',
    next: 'Next month',
  },
} as const;
