import { Role, type RoleName } from '@portal/domain';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Demo-Pass-1';

export const demoSalesReps = [
  {
    salesRepNumber: '4100',
    name: 'North Region Sales',
    street: '200 W Madison St',
    city: 'Chicago',
    region: 'IL',
    postalCode: '60606',
    phone: '3125550100',
    emails: ['north@example.com'],
  },
  {
    salesRepNumber: '4200',
    name: 'South Region Sales',
    street: '55 Peachtree St',
    city: 'Atlanta',
    region: 'GA',
    postalCode: '30303',
    phone: '4045550100',
    emails: ['south@example.com'],
  },
  {
    salesRepNumber: '0004300',
    name: 'West Region Sales',
    street: '1700 Broadway',
    city: 'Denver',
    region: 'CO',
    postalCode: '80290',
    phone: '3035550100',
    emails: ['west@example.com'],
  },
];

export const demoCustomers = [
  {
    customerNumber: '0000100100',
    customerName: 'Acme Heating & Air',
    street: '12 Furnace Rd',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    phone: '2175550142',
    emails: ['orders@acme-heating.example'],
    paymentTerm: 'Net 30',
    creditLimit: 50000,
    totalReceivables: 12450.5,
    salesText: ['Prefers morning deliveries.'],
    shippingText: ['Dock 3, call ahead.'],
    reps: ['4100'],
  },
  {
    customerNumber: '0000100200',
    customerName: 'Bluegrass Mechanical',
    street: '800 Main St',
    city: 'Lexington',
    region: 'KY',
    postalCode: '40507',
    phone: '8595550177',
    emails: ['ap@bluegrass.example'],
    paymentTerm: 'Net 45',
    creditLimit: 25000,
    totalReceivables: 3100,
    salesText: [],
    shippingText: [],
    reps: ['4200'],
  },
  {
    customerNumber: '0000100300',
    customerName: 'Summit HVAC Supply',
    street: '41 Alpine Way',
    city: 'Boulder',
    region: 'CO',
    postalCode: '80302',
    phone: '3035550190',
    emails: ['buy@summit.example'],
    paymentTerm: 'Prepaid',
    creditLimit: 0,
    totalReceivables: 8900,
    isCreditBlocked: true,
    salesText: ['Credit hold until the March invoice is paid.'],
    shippingText: [],
    reps: ['0004300'],
  },
  {
    customerNumber: '0000100400',
    customerName: 'Lakeside Contractors',
    street: '9 Shore Dr',
    city: 'Madison',
    region: 'WI',
    postalCode: '53703',
    phone: '6085550111',
    emails: ['office@lakeside.example'],
    paymentTerm: 'Net 30',
    creditLimit: 15000,
    totalReceivables: 0,
    salesText: [],
    shippingText: [],
    reps: ['4100', '4200'],
  },
  {
    // No sales rep: its requests go straight to the customer admin (status 1).
    customerNumber: '0000100500',
    customerName: 'Northwind Builders',
    street: '300 Harbor Blvd',
    city: 'Duluth',
    region: 'MN',
    postalCode: '55802',
    phone: '2185550123',
    emails: ['purchasing@northwind.example'],
    paymentTerm: 'Net 30',
    creditLimit: 20000,
    totalReceivables: 0,
    salesText: [],
    shippingText: [],
    reps: [],
  },
];

export interface DemoUser {
  label: string;
  username: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  salesReps: string[];
  customers: string[];
  /** Directory users sign in through DIRECTORY_URL only. */
  directory?: boolean;
  /** Policy documents already accepted on these sites. */
  accepted: Array<'sales' | 'customers'>;
  /** Where the user signs in; `npm start` prints it beside the login. */
  site: 'sales' | 'customers' | 'editor' | 'cr';
}

export const demoUsers: DemoUser[] = [
  {
    label: 'sales rep',
    username: 'rep@example.com',
    firstName: 'Riley',
    lastName: 'Morgan',
    role: Role.SalesRep,
    salesReps: ['4100', '4200'],
    customers: [],
    accepted: ['sales'],
    site: 'sales',
  },
  {
    label: 'customer',
    username: 'customer@example.com',
    firstName: 'Casey',
    lastName: 'Turner',
    role: Role.Customer,
    salesReps: [],
    customers: ['0000100100'],
    accepted: ['customers'],
    site: 'customers',
  },
  {
    label: 'customer admin',
    username: 'admin@example.com',
    firstName: 'Alex',
    lastName: 'Admin',
    role: Role.CustomerAdmin,
    salesReps: [],
    customers: [],
    accepted: ['sales', 'customers'],
    site: 'sales',
  },
  {
    label: 'new user (policies, pending request)',
    username: 'pending@example.com',
    firstName: 'Pat',
    lastName: 'Pending',
    role: Role.Customer,
    salesReps: [],
    customers: [],
    accepted: [],
    site: 'customers',
  },
  {
    label: 'catalogue editor',
    username: 'editor@example.com',
    firstName: 'Eden',
    lastName: 'Editor',
    role: Role.CatalogEditor,
    salesReps: [],
    customers: [],
    accepted: [],
    site: 'editor',
  },
  {
    label: 'product editor (products only)',
    username: 'product-editor@example.com',
    firstName: 'Parker',
    lastName: 'Products',
    role: Role.ProductEditor,
    salesReps: [],
    customers: [],
    accepted: [],
    site: 'editor',
  },
  {
    label: 'change requester',
    username: 'proposer@example.com',
    firstName: 'Morgan',
    lastName: 'Proposer',
    role: Role.ChangeRequester,
    salesReps: [],
    customers: [],
    accepted: [],
    site: 'cr',
  },
  {
    label: 'change reviewer',
    username: 'reviewer@example.com',
    firstName: 'Robin',
    lastName: 'Reviewer',
    role: Role.ChangeReviewer,
    salesReps: [],
    customers: [],
    accepted: [],
    site: 'cr',
  },
  {
    label: 'directory user (DIRECTORY_URL)',
    username: 'jlopez',
    firstName: 'Jordan',
    lastName: 'Lopez',
    role: Role.SalesRep,
    salesReps: ['0004300'],
    customers: [],
    directory: true,
    accepted: [],
    site: 'sales',
  },
];

export const demoInvitationCodes = [
  {
    code: 'DEMO-SALES-2025',
    role: Role.SalesRep,
    salesRepNumbers: ['0004300'],
    customerNumbers: [],
    site: 'sales',
  },
  {
    code: 'DEMO-CUSTOMER-2025',
    role: Role.Customer,
    salesRepNumbers: [],
    customerNumbers: ['0000100400'],
    site: 'customers',
  },
] as const;
