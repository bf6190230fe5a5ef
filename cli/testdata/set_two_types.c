/* set names one device type (§2.14.3); accls translates one. */
void pick(void)
{
#pragma acc set device_type(nvidia, radeon)
}
