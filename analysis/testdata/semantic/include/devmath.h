/* A header of device functions: #pragma once instead of a guard, and
   routine directives that the file including it relies on. */
#pragma once

#pragma acc routine seq
float clampf(float x, float lo, float hi);

float hostonly(float x);

#pragma acc routine(hostonly) seq

#pragma acc routine vector
void fill(float *r, int n, float v);

float plain(float x);
