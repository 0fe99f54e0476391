import { DASHBOARD_PAGE_SIZE, formatUsd } from '@portal/domain';
import { useState } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { useInquiries } from '../../../api/inquiries/get-inquiries.ts';
import { orderDate, readerTimeZone } from '../../../ui/orders/order-dates.ts';
import { DASHBOARD_REFRESH_MS } from '../model/dashboard-cards.ts';
import { DashboardCard } from './dashboard-card.tsx';

/** The pending inquiries (§2.8): number to the summary, date, customer and estimated total. */
export function InquiryCard() {
  const [timeZone] = useState(readerTimeZone);
  const inquiries = useInquiries(
    {
      inquiryStatus: 'Pending',
      page: 1,
      pageSize: DASHBOARD_PAGE_SIZE,
      saveFilters: false,
      timeZone,
    },
    { refetchInterval: DASHBOARD_REFRESH_MS },
  );
  return (
    <DashboardCard
      title="Inquiries"
      count={inquiries.data ? inquiries.data.Total : null}
      error={inquiries.isError ? inquiries.error : undefined}
      onRetry={() => void inquiries.refetch()}
      more={{ to: '/inquiry?inquiryStatus=Pending', label: 'All pending inquiries' }}
    >
      <ListGroup variant="flush">
        {inquiries.data?.List.map((inquiry) => (
          <ListGroup.Item key={inquiry.InquiryId} className="px-0">
            <div className="d-flex flex-wrap align-items-baseline gap-2">
              <Link to={`/inquiry/inquiry_summary/${inquiry.InquiryId}`} className="fw-semibold">
                <span className="visually-hidden">Inquiry </span>
                {inquiry.InquiryId}
              </Link>
              <span className="small text-body-secondary">{orderDate(inquiry.InquiryDate)}</span>
              <span className="ms-auto">{formatUsd(inquiry.Total)}</span>
            </div>
            <div className="small">
              {inquiry.CustomerName}{' '}
              <span className="text-body-secondary">{inquiry.CustomerNumber}</span>
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </DashboardCard>
  );
}
